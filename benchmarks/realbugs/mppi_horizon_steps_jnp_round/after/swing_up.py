"""Run the MPPI controller on the pendulum for a few control steps."""

import jax
import jax.numpy as jnp

from mppi.config import MPPIConfig
from mppi.controller import MPPI
from mppi.pendulum import pendulum_step, swing_up_cost

CONTROL_STEPS = 5


def main():
    config = MPPIConfig()
    controller = MPPI(config, pendulum_step, swing_up_cost, action_dim=1)
    nominal = controller.reset()
    state = jnp.array([0.1, 0.0])
    torques = []
    for key in jax.random.split(jax.random.PRNGKey(0), CONTROL_STEPS):
        torque, nominal = controller.act(state, nominal, key)
        state = pendulum_step(state, torque, config.dt)
        torques.append(torque)
    return jnp.stack(torques), nominal


if __name__ == "__main__":
    print(main()[0])
