export { VolunteerRecords } from './VolunteerRecords';
export type { VolunteerRecordsProps } from './VolunteerRecords';
