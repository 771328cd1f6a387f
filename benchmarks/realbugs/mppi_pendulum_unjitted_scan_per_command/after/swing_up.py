import jax
import jax.numpy as jnp

from pendmppi.controller import MPPI
from pendmppi.model import pendulum_dynamics, running_cost


def main(num_steps=20):
    controller = MPPI(pendulum_dynamics, running_cost)
    state = jnp.array([jnp.pi, 0.0])
    nominal = jnp.zeros((controller.horizon, 1))
    key = jax.random.PRNGKey(0)
    for _ in range(num_steps):
        key, command_key = jax.random.split(key)
        action, nominal = controller.command(nominal, state, command_key)
        state = pendulum_dynamics(state, action)
    return controller, state


if __name__ == "__main__":
    print(main()[1])
