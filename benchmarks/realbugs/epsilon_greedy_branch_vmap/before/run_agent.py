import jax

from agents import DQNAgent


def main(num_steps):
    agent = DQNAgent(num_actions=4, obs_dim=6, epsilon=0.1, seed=0)
    key = jax.random.PRNGKey(1)
    actions = []
    for _ in range(num_steps):
        key, obs_key, act_key = jax.random.split(key, 3)
        observations = jax.random.normal(obs_key, (8, 6))
        actions.append(agent.act(observations, act_key))
    return actions


if __name__ == "__main__":
    for step_actions in main(num_steps=5):
        print(step_actions)
