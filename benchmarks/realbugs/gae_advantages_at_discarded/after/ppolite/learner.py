import jax
import jax.numpy as jnp

from .gae import GAE


def init_actor_critic(key, obs_dim, num_actions, hidden=32):
    k1, k2, k3 = jax.random.split(key, 3)
    return {"w": jax.random.normal(k1, (obs_dim, hidden)) / jnp.sqrt(obs_dim), "b": jnp.zeros(hidden),
            "pi": 0.01 * jax.random.normal(k2, (hidden, num_actions)),
            "v": 0.01 * jax.random.normal(k3, (hidden,))}


def actor_critic(params, obs):
    h = jnp.tanh(obs @ params["w"] + params["b"])
    return h @ params["pi"], h @ params["v"]


class PPOLearner:
    def __init__(self, n_workers, worker_steps, gamma=0.99, lambda_=0.95, clip=0.2, learning_rate=0.01):
        self.gae = GAE(n_workers, worker_steps, gamma, lambda_)
        self.clip = clip
        self.learning_rate = learning_rate
        self.prepare = jax.jit(self.prepare_batch)
        self.update = jax.jit(self.ppo_update)

    def prepare_batch(self, params, rollout):
        """Advantages, returns and old log-probabilities of a rollout, flattened over workers and steps."""
        _, values = actor_critic(params, rollout["obs"])
        advantages = self.gae(rollout["done"], rollout["rewards"], values)
        returns = advantages + values[:, :-1]
        logits, _ = actor_critic(params, rollout["obs"][:, :-1])
        old_logp = jnp.take_along_axis(jax.nn.log_softmax(logits), rollout["actions"][..., None], axis=-1)[..., 0]
        return {"obs": rollout["obs"][:, :-1].reshape(-1, rollout["obs"].shape[-1]),
                "actions": rollout["actions"].reshape(-1), "old_logp": old_logp.reshape(-1),
                "advantages": advantages.reshape(-1), "returns": returns.reshape(-1)}

    def loss(self, params, batch):
        logits, values = actor_critic(params, batch["obs"])
        logp = jnp.take_along_axis(jax.nn.log_softmax(logits), batch["actions"][:, None], axis=1)[:, 0]
        adv = (batch["advantages"] - batch["advantages"].mean()) / (batch["advantages"].std() + 1e-8)
        ratio = jnp.exp(logp - batch["old_logp"])
        policy_loss = -jnp.mean(jnp.minimum(ratio * adv, jnp.clip(ratio, 1 - self.clip, 1 + self.clip) * adv))
        return policy_loss + 0.5 * jnp.mean((values - batch["returns"]) ** 2)

    def ppo_update(self, params, batch):
        loss, grads = jax.value_and_grad(self.loss)(params, batch)
        return jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads), loss
