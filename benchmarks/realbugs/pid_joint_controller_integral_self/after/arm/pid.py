from typing import NamedTuple

import jax.numpy as jnp


class PIDState(NamedTuple):
    integral: jnp.ndarray
    last_error: jnp.ndarray


class PID:
    """Reusable PID controller: its gains are constants, its memory is a PIDState threaded by the caller."""

    def __init__(self, Kp, Ki, Kd, setpoint=0.0, output_limits=None):
        self.Kp = Kp
        self.Ki = Ki
        self.Kd = Kd
        self.setpoint = setpoint
        self.output_limits = output_limits

    def initial_state(self, measurement):
        return PIDState(jnp.zeros_like(measurement), self.setpoint - measurement)

    def update(self, state, measurement, delta_t):
        error = self.setpoint - measurement
        derivative = (error - state.last_error) / delta_t
        value = self.Kp * error + self.Ki * state.integral + self.Kd * derivative
        if self.output_limits is not None:
            value = jnp.clip(value, self.output_limits[0], self.output_limits[1])
        return value, PIDState(state.integral + error * delta_t, error)
