from typing import NamedTuple


class PIDState(NamedTuple):
    integral_error: float
    previous_error: float


class PID:
    """PID controller with output limits and clamping anti-windup; its integrator lives in a PIDState."""

    def __init__(self, kp, ki, kd, output_limits=None):
        self.kp = kp
        self.ki = ki
        self.kd = kd
        self.output_limits = output_limits

    def reset(self):
        return PIDState(0.0, 0.0)

    def update(self, state, error, dt):
        if dt <= 0:
            return 0.0, state
        integral = state.integral_error + error * dt
        derivative = (error - state.previous_error) / dt
        output = self.kp * error + self.ki * integral + self.kd * derivative
        if self.output_limits is not None:
            min_limit, max_limit = self.output_limits
            if output > max_limit:  # expect: JXL101
                output = max_limit
                integral = state.integral_error
            elif output < min_limit:
                output = min_limit
                integral = state.integral_error
        return output, PIDState(integral, error)
