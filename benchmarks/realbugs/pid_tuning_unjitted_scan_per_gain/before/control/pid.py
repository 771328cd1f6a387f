from typing import NamedTuple

import jax
import jax.numpy as jnp

from control.plant import plant_derivative


class PIDGains(NamedTuple):
    kp: float
    ki: float
    kd: float


def simulate_pid(gains, dt=0.01, n_steps=1000, setpoint=1.0):
    """Closed-loop step response: PID on the output error, explicit Euler for the plant; the output at every step."""

    def step(carry, _):
        x, integral, previous_error = carry
        error = setpoint - x[0]
        integral = integral + error * dt
        derivative = (error - previous_error) / dt
        u = gains.kp * error + gains.ki * integral + gains.kd * derivative
        x = x + dt * plant_derivative(x, u)
        return (x, integral, error), x[0]

    init = (jnp.zeros(2), jnp.zeros(()), jnp.asarray(setpoint))
    _, outputs = jax.lax.scan(step, init, None, length=n_steps)  # expect: JXL504
    return outputs
