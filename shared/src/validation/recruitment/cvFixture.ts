import type { CvDataInput } from './cv';

/** A complete CV: every required field of every section. */
export const completeCv = {
  personal: {
    fullName: 'Nguyễn Thị Thu Hà',
    dateOfBirth: '1995-04-12',
    gender: 'female',
    idNumber: '001195012345',
    idIssueDate: '2021-06-01',
    idIssuePlace: 'Cục Cảnh sát QLHC về TTXH',
    permanentResidence: '12 Phố Huế, Hai Bà Trưng, Hà Nội',
    hometown: 'Nam Định',
    nationality: 'Việt Nam',
    maritalStatus: 'single',
    notificationAddress: '12 Phố Huế, Hai Bà Trưng, Hà Nội',
  },
  education: { academicLevel: 'university', major: 'Tài chính', institution: 'Học viện Tài chính' },
  career: {
    interestedPosition: 'Chuyên viên phân tích',
    desiredPlace: 'Hà Nội',
    careerGoal: 'Trở thành chuyên gia phân tích ngành ngân hàng.',
  },
  skills: { strength: 'Cẩn thận', weakness: 'Ít kinh nghiệm thuyết trình' },
  commitments: {
    vietnameseCitizen: true,
    fullCapacity: true,
    healthy: true,
    noCriminalRecord: true,
    informationTrue: true,
  },
} satisfies CvDataInput;
