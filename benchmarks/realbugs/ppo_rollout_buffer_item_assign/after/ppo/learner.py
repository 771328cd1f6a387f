import jax
import jax.numpy as jnp

from .networks import act, gaussian_log_prob


def collect_rollout(params, env, buffer, key, n_steps):
    buffer.reset()
    obs = env.reset()
    for _ in range(n_steps):
        key, sub = jax.random.split(key)
        action, log_prob, value = act(params, obs, sub)
        next_obs, reward = env.step(obs, action)
        buffer.add(obs=obs, actions=action, log_probs=log_prob, values=value, rewards=reward)
        obs = next_obs
    return buffer.data, obs @ params["critic"]


def compute_gae(rewards, values, last_value, gamma, lam):
    def backwards(carry, inputs):
        gae, next_value = carry
        reward, value = inputs
        delta = reward + gamma * next_value - value
        gae = delta + gamma * lam * gae
        return (gae, value), gae
    _, advantages = jax.lax.scan(backwards, (0.0, last_value), (rewards, values), reverse=True)
    return advantages, advantages + values


def ppo_loss(params, batch, config):
    log_probs = gaussian_log_prob(params, batch["obs"], batch["actions"])
    ratio = jnp.exp(log_probs - batch["log_probs"])
    adv = (batch["advantages"] - batch["advantages"].mean()) / (batch["advantages"].std() + 1e-8)
    clipped = jnp.clip(ratio, 1 - config.clip_epsilon, 1 + config.clip_epsilon)
    policy_loss = -jnp.mean(jnp.minimum(ratio * adv, clipped * adv))
    value_loss = jnp.mean((batch["obs"] @ params["critic"] - batch["returns"]) ** 2)
    return policy_loss + config.value_coeff * value_loss


def make_update(config):
    @jax.jit
    def update(params, batch):
        loss, grads = jax.value_and_grad(ppo_loss)(params, batch, config)
        return jax.tree_util.tree_map(lambda p, g: p - config.learning_rate * g, params, grads), loss
    return update
