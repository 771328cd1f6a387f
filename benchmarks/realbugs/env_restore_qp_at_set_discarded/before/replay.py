"""Rollouts that can be restarted from a state stored in the replay buffer."""

import jax.numpy as jnp


class ReplayBuffer:
    def __init__(self):
        self.qps = []

    def add(self, qp):
        self.qps.append(qp)

    def __getitem__(self, index):
        return self.qps[index]


def restore(wrapper, qp):
    """Reset the env, then put its bodies where the stored snapshot had them."""
    wrapper.reset()
    wrapper.env_state.qp.pos.at[:].set(qp.pos)  # expect: JXL302
    wrapper.env_state.qp.vel.at[:].set(qp.vel)  # expect: JXL302
    return wrapper.env_state.obs


def collect(wrapper, buffer, steps):
    wrapper.reset()
    for _ in range(steps):
        wrapper.step(jnp.array([0.5, -0.5]))
        buffer.add(wrapper.env_state.qp)
