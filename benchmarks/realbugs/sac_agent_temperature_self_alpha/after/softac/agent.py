import jax
import jax.numpy as jnp

from . import nets


class SACAgent:
    """Soft actor-critic with automatic temperature tuning (the entropy is driven towards -|A|)."""

    def __init__(self, obs_dim, action_dim, key, lr=3e-3, gamma=0.99):
        self.params = nets.init(key, obs_dim, action_dim)
        self.log_alpha = jnp.array(0.0)
        self.alpha = 1.0
        self.target_entropy = -float(action_dim)
        self.lr = lr
        self.gamma = gamma
        self._update = jax.jit(self._update_impl)

    def _losses(self, params, log_alpha, batch, key):
        k1, k2 = jax.random.split(key)
        alpha = jnp.exp(log_alpha)
        next_action, next_log_prob = nets.sample_action(params["actor"], batch["next_obs"], k1)
        nq1, nq2 = nets.q_values(params, batch["next_obs"], next_action)
        target = batch["reward"] + self.gamma * (jnp.minimum(nq1, nq2) - alpha * next_log_prob)
        q1, q2 = nets.q_values(params, batch["obs"], batch["action"])
        critic_loss = jnp.mean((q1 - jax.lax.stop_gradient(target)) ** 2 + (q2 - jax.lax.stop_gradient(target)) ** 2)
        action, log_prob = nets.sample_action(params["actor"], batch["obs"], k2)
        pq1, pq2 = nets.q_values(jax.lax.stop_gradient(params), batch["obs"], action)
        actor_loss = jnp.mean(jax.lax.stop_gradient(alpha) * log_prob - jnp.minimum(pq1, pq2))
        alpha_loss = -jnp.mean(alpha * jax.lax.stop_gradient(log_prob + self.target_entropy))
        return critic_loss + actor_loss, alpha_loss

    def _update_impl(self, params, log_alpha, batch, key):
        grads = jax.grad(lambda p: self._losses(p, log_alpha, batch, key)[0])(params)
        alpha_grad = jax.grad(lambda la: self._losses(params, la, batch, key)[1])(log_alpha)
        params = jax.tree_util.tree_map(lambda p, g: p - self.lr * g, params, grads)
        log_alpha = log_alpha - self.lr * alpha_grad
        return params, log_alpha

    def update(self, batch, key):
        self.params, self.log_alpha = self._update(self.params, self.log_alpha, batch, key)
        self.alpha = float(jnp.exp(self.log_alpha))
