import jax.numpy as jnp

from pendax.env import Pendulum
from pendax.vector import VectorEnv


def main():
    envs = VectorEnv(Pendulum())
    theta = jnp.array([0.0, 0.5, -1.0, 3.0])
    state = (theta, jnp.zeros_like(theta))
    _, obs, reward = envs.step(state, jnp.zeros_like(theta))
    return obs, reward


if __name__ == "__main__":
    print(main())
