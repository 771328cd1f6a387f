import functools

import jax
import jax.numpy as jnp

from .cartpole import CartPoleParams, cartpole_step


def policy_logits(theta, observation):
    return observation @ theta["w"] + theta["b"]


def run_episode(theta, env_params, key, horizon):
    """One episode of at most `horizon` steps; returns per-step log-probabilities, rewards and the alive mask."""
    init_key, key = jax.random.split(key)
    state = jax.random.uniform(init_key, (4,), minval=-0.05, maxval=0.05)

    def step(carry, step_key):
        state, alive = carry
        logits = policy_logits(theta, state)
        action = jax.random.categorical(step_key, logits)
        log_prob = jax.nn.log_softmax(logits)[action]
        state, fallen = cartpole_step(env_params, state, action)
        reward = alive.astype(jnp.float32)
        return (state, alive & ~fallen), (log_prob, reward, alive)

    _, (log_probs, rewards, alive) = jax.lax.scan(step, (state, jnp.array(True)), jax.random.split(key, horizon))
    return log_probs, rewards, alive


class ReinforceAgent:
    def __init__(self, env_params=CartPoleParams(), num_episodes=16, horizon=200, learning_rate=0.01, gamma=0.99):
        self.env_params = env_params
        self.num_episodes = num_episodes
        self.horizon = horizon
        self.learning_rate = learning_rate
        self.gamma = gamma

    def surrogate(self, theta, key):
        keys = jax.random.split(key, self.num_episodes)
        episode = functools.partial(run_episode, theta, self.env_params, horizon=self.horizon)
        log_probs, rewards, alive = jax.vmap(episode)(keys)
        # reward-to-go G_t, normalised over the batch as a baseline
        discounts = self.gamma ** jnp.arange(self.horizon)
        returns_to_go = jnp.flip(jnp.cumsum(jnp.flip(rewards * discounts, axis=1), axis=1), axis=1) / discounts
        advantages = (returns_to_go - returns_to_go.mean()) / (returns_to_go.std() + 1e-8)
        loss = -jnp.sum(log_probs * jax.lax.stop_gradient(advantages) * alive) / self.num_episodes
        return loss, rewards.sum(axis=1)

    @functools.partial(jax.jit, static_argnums=0)
    def update(self, theta, key):
        grads, episode_returns = jax.grad(self.surrogate, has_aux=True)(theta, key)
        theta = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, theta, grads)
        return theta, episode_returns
