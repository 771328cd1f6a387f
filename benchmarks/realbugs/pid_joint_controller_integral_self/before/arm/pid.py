class PID:
    """Reusable PID controller: call `update` with each new measurement."""

    def __init__(self, Kp, Ki, Kd, setpoint=0.0, output_limits=None):
        self.Kp = Kp
        self.Ki = Ki
        self.Kd = Kd
        self.setpoint = setpoint
        self.output_limits = output_limits
        self.integral = 0.0
        self.last_error = 0.0

    def reset(self):
        self.integral = 0.0
        self.last_error = 0.0

    def update(self, measurement, delta_t):
        error = self.setpoint - measurement
        derivative = (error - self.last_error) / delta_t
        value = self.Kp * error + self.Ki * self.integral + self.Kd * derivative
        if self.output_limits is not None:
            value = min(max(value, self.output_limits[0]), self.output_limits[1])  # expect: JXL103
        self.last_error = error
        self.integral = self.integral + error * delta_t  # expect: JXL202
        return value
