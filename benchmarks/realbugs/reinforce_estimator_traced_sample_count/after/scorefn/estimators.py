import jax
import jax.numpy as jnp


def score(logits, action):
    """Gradient of log softmax(logits)[action] with respect to the logits."""
    return jax.grad(lambda z: jax.nn.log_softmax(z)[action])(logits)


class ReinforceEstimator:
    """Monte Carlo REINFORCE estimate of d/dlogits E[reward[a]], a ~ softmax(logits), with a mean baseline."""

    def __init__(self, use_baseline=True):
        self.use_baseline = use_baseline
        self.estimate = jax.jit(self._estimate, static_argnames=("n_samples",))

    def _estimate(self, key, logits, reward_table, n_samples):
        actions = jax.random.categorical(key, logits, shape=(n_samples,))
        rewards = reward_table[actions]
        if self.use_baseline:
            rewards = rewards - rewards.mean()
        scores = jax.vmap(score, in_axes=(None, 0))(logits, actions)
        return jnp.mean(rewards[:, None] * scores, axis=0)
