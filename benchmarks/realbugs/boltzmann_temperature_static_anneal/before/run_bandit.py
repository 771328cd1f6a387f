import jax
import jax.numpy as jnp

from banditrl.policy import annealed_temperature, boltzmann_action


def run(num_episodes=4, steps=5, dim=3, arms=4):
    params = jax.random.normal(jax.random.PRNGKey(0), (dim, arms))
    key = jax.random.PRNGKey(1)
    actions = []
    for episode in range(num_episodes):
        temperature = annealed_temperature(episode)
        for _ in range(steps):
            key, k_ctx, k_act = jax.random.split(key, 3)
            context = jax.random.normal(k_ctx, (dim,))
            actions.append(boltzmann_action(params, context, k_act, temperature=temperature))  # expect: JXL503
    return jnp.stack(actions)


if __name__ == "__main__":
    print(run())
