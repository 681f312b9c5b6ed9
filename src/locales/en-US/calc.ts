/** en-US strings of the calc area. */
export default {};
