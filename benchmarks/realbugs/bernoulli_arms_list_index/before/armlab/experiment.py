import jax
import jax.numpy as jnp


class Experiment:
    def __init__(self, bandit, policy, horizon):
        self.bandit = bandit
        self.policy = policy
        self.horizon = horizon
        self._simulate = jax.jit(self._rollout)

    def _rollout(self, key):
        def step(carry, inputs):
            totals, counts = carry
            t, step_key = inputs
            arm = self.policy.select(totals, counts, t)
            reward = self.bandit.pull(step_key, arm)
            return (totals.at[arm].add(reward), counts.at[arm].add(1.0)), reward

        carry = (jnp.zeros(self.bandit.num_arms), jnp.zeros(self.bandit.num_arms))
        inputs = (jnp.arange(self.horizon), jax.random.split(key, self.horizon))
        (_, counts), rewards = jax.lax.scan(step, carry, inputs)
        return counts, rewards

    def run(self, seed):
        return self._simulate(jax.random.PRNGKey(seed))
