import jax
import jax.numpy as jnp

from walker.agent import Algorithm


def sample_batch(key, size=64, obs_dim=6, act_dim=2):
    k1, k2, k3, k4 = jax.random.split(key, 4)
    obs = jax.random.normal(k1, (size, obs_dim))
    return {
        "obs": obs,
        "action": jnp.tanh(jax.random.normal(k2, (size, act_dim))),
        "reward": obs[:, 0] + 0.1 * jax.random.normal(k3, (size,)),
        "done": (jax.random.uniform(k4, (size,)) < 0.05).astype(jnp.float32),
        "next_value": jnp.zeros(size),
    }


def main(steps=5):
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": 0.3 * jax.random.normal(k1, (8, 32)), "w2": 0.3 * jax.random.normal(k2, (32,))}
    algo = Algorithm(params, learning_rate=1e-2)
    batch = sample_batch(jax.random.PRNGKey(1))
    losses = [float(algo.update(batch)) for _ in range(steps)]
    return algo.critic_params(), losses


if __name__ == "__main__":
    print(main()[1])
