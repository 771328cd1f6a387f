import jax
import jax.numpy as jnp

from ppo.update import make_critic_update


def main():
    k1, k2, k3 = jax.random.split(jax.random.PRNGKey(0), 3)
    obs = jax.random.normal(k1, (16, 4))
    rewards = jax.random.uniform(k2, (16,))
    dones = (jax.random.uniform(k3, (16,)) < 0.1).astype(jnp.float32)
    update = make_critic_update(gamma=0.99, lam=0.95, learning_rate=0.05)
    params = {"v": jnp.zeros(4)}
    params, advantages, loss = update(params, obs, rewards, dones, jnp.array(0.0))
    return rewards, dones, advantages


if __name__ == "__main__":
    print(main()[2])
