import jax
import jax.numpy as jnp

from ddpgjax.agent import DDPGAgent


def main(steps=6):
    agent = DDPGAgent(obs_dim=4, action_dim=2, key=jax.random.PRNGKey(0))
    obs = jnp.ones(4)
    return [agent.act(obs) for _ in range(steps)]


if __name__ == "__main__":
    for action in main():
        print(action)
