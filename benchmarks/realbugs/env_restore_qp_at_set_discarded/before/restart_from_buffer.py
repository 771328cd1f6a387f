"""Fill a buffer with visited states, then restart the env from one of them and continue."""

import jax.numpy as jnp

from minibrax.envs import PointMass
from minibrax.wrappers import GymWrapper
from replay import ReplayBuffer, collect, restore


def restart(index=3, steps=5):
    wrapper = GymWrapper(PointMass(), seed=1)
    buffer = ReplayBuffer()
    collect(wrapper, buffer, steps)
    restore(wrapper, buffer[index])
    return wrapper, buffer[index]


if __name__ == "__main__":
    wrapper, target = restart()
    print(jnp.allclose(wrapper.env_state.qp.pos, target.pos))
