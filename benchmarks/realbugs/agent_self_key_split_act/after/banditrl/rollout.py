import jax.numpy as jnp


class BernoulliBandit:
    def __init__(self, means):
        self.means = jnp.asarray(means)

    def context(self, t):
        return jnp.full((2,), t, dtype=jnp.float32)


def collect(bandit, agent, params, steps):
    arms = []
    for t in range(steps):
        arms.append(int(agent.act(params, bandit.context(t))))
    return arms
