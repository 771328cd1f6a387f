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
    state = wrapper.env_state
    # The state is immutable: build the restored one and put it in the wrapper.
    restored = state.qp.replace(pos=qp.pos, vel=qp.vel)
    wrapper.env_state = state.replace(qp=restored, obs=jnp.concatenate([restored.pos, restored.vel]))
    return wrapper.env_state.obs


def collect(wrapper, buffer, steps):
    wrapper.reset()
    for _ in range(steps):
        wrapper.step(jnp.array([0.5, -0.5]))
        buffer.add(wrapper.env_state.qp)
