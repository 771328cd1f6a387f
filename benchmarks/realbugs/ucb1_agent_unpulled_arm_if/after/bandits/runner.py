import jax
import jax.numpy as jnp


def play(agent, bandit, key, horizon):
    """Returns the number of pulls of each arm after `horizon` rounds."""
    def round_fn(stats, inputs):
        t, round_key = inputs
        arm = agent.select(stats, t)
        reward = bandit.pull(round_key, arm)
        return agent.observe(stats, arm, reward), arm

    ts = jnp.arange(1, horizon + 1, dtype=jnp.float32)
    stats, _ = jax.lax.scan(round_fn, agent.init(), (ts, jax.random.split(key, horizon)))
    return stats.counts
