import jax
import jax.numpy as jnp


class BanditSimulation:
    """Plays a policy against Bernoulli arms for a fixed number of rounds, all rounds in one compiled scan."""

    def __init__(self, policy, arm_means, num_rounds=500):
        self.policy = policy
        self.arm_means = arm_means
        self.num_rounds = num_rounds
        self.run = jax.jit(self._run)

    def _round(self, carry, key):
        choose_key, reward_key = jax.random.split(key)
        arm = self.policy.choose(choose_key)
        reward = jax.random.bernoulli(reward_key, self.arm_means[arm]).astype(jnp.float32)
        self.policy.update(arm, reward)
        regret = self.arm_means.max() - self.arm_means[arm]
        return carry, (arm, regret)

    def _run(self, key):
        _, (arms, regrets) = jax.lax.scan(self._round, None, jax.random.split(key, self.num_rounds))
        return arms, jnp.cumsum(regrets)
