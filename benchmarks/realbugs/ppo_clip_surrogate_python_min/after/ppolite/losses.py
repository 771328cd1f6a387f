import jax.numpy as jnp


class PPOLoss:
    """Clipped surrogate objective with a clipped value loss, as in the PPO paper's Atari setup."""

    def __init__(self, network, clip_eps=0.2, vf_coef=0.5):
        self.network = network
        self.clip_eps = clip_eps
        self.vf_coef = vf_coef

    def policy_loss(self, params, batch):
        log_prob = self.network.action_log_prob(params, batch.obs, batch.actions)
        ratio = jnp.exp(log_prob - batch.old_log_probs)
        clipped = jnp.clip(ratio, 1.0 - self.clip_eps, 1.0 + self.clip_eps)
        surrogate = jnp.minimum(ratio * batch.advantages, clipped * batch.advantages)
        return -jnp.mean(surrogate)

    def value_loss(self, params, batch):
        value = self.network.value(params, batch.obs)
        value_clipped = batch.old_values + jnp.clip(value - batch.old_values, -self.clip_eps, self.clip_eps)
        unclipped = (value - batch.returns) ** 2
        clipped = (value_clipped - batch.returns) ** 2
        return 0.5 * jnp.mean(jnp.maximum(unclipped, clipped))

    def __call__(self, params, batch):
        return self.policy_loss(params, batch) + self.vf_coef * self.value_loss(params, batch)
