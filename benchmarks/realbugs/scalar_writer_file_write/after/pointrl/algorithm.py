import jax
import jax.numpy as jnp

from . import env


class GaussianPolicyGradient:
    """REINFORCE with a mean-return baseline for a linear Gaussian policy, one jitted call per iteration."""

    def __init__(self, callback, num_envs=32, horizon=20, learning_rate=0.05, action_std=0.5):
        self.callback = callback
        self.num_envs = num_envs
        self.horizon = horizon
        self.learning_rate = learning_rate
        self.action_std = action_std
        self.iterate = jax.jit(self.train_iteration)

    def init_params(self):
        return {"gain": jnp.zeros(()), "bias": jnp.zeros(())}

    def _rollout(self, params, key):
        k_reset, k_noise = jax.random.split(key)

        def body(position, noise):
            mean = params["gain"] * position + params["bias"]
            action = jax.lax.stop_gradient(mean + self.action_std * noise)
            new_position, reward = env.step(position, action)
            logp = -0.5 * ((action - mean) / self.action_std) ** 2
            return new_position, (reward, logp)

        noises = jax.random.normal(k_noise, (self.horizon, self.num_envs))
        _, (rewards, logps) = jax.lax.scan(body, env.reset(k_reset, self.num_envs), noises)
        return rewards.sum(axis=0), logps.sum(axis=0)

    def train_iteration(self, params, key, iteration):
        def surrogate(p):
            returns, logps = self._rollout(p, key)
            advantages = jax.lax.stop_gradient(returns - returns.mean())
            return -jnp.mean(advantages * logps), returns

        grads, returns = jax.grad(surrogate, has_aux=True)(params)
        params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads)
        return params, {"mean_return": returns.mean(), "gain": params["gain"], "bias": params["bias"]}

    def run_iteration(self, params, key, iteration):
        params, stats = self.iterate(params, key, iteration)
        self.callback.on_iteration(iteration, {name: float(value) for name, value in stats.items()})
        return params, stats
