import jax
import jax.numpy as jnp

from .distributions import Categorical
from .networks import actor_critic, init_actor_critic


class PPOAgent:
    def __init__(self, key, obs_dim, num_actions, clip=0.2, c_entropy=0.01, c_value=0.5, learning_rate=0.1):
        self.params = init_actor_critic(key, obs_dim, num_actions)
        self.clip = clip
        self.c_entropy = c_entropy
        self.c_value = c_value
        self.learning_rate = learning_rate
        self._update = jax.jit(self.update)
        self._act = jax.jit(self.act)

    def act(self, params, obs, key):
        logits, value = actor_critic(params, obs)
        dist = Categorical(logits)
        actions = dist.sample(key)
        return actions, dist.log_prob(actions), value

    def loss(self, params, batch):
        logits, values = actor_critic(params, batch["obs"])
        dist = Categorical(logits)
        ratio = jnp.exp(dist.log_prob(batch["actions"]) - batch["old_log_probs"])
        clipped = jnp.clip(ratio, 1.0 - self.clip, 1.0 + self.clip)
        actor_loss = -jnp.mean(jnp.minimum(ratio * batch["advantages"], clipped * batch["advantages"]))
        actor_loss -= self.c_entropy * jnp.mean(dist.entropy())
        critic_loss = jnp.mean((values - batch["returns"]) ** 2)
        return actor_loss + self.c_value * critic_loss

    def update(self, params, batch):
        grads = jax.grad(self.loss)(params, batch)
        return jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads)

    def learn(self, batch, num_epochs=4):
        for _ in range(num_epochs):
            self.params = self._update(self.params, batch)
