import jax

from cartdqn.agent import DQNAgent
from cartdqn.networks import init_q_network

OBS_DIM, NUM_ACTIONS = 4, 2


def main(steps=200):
    key = jax.random.PRNGKey(0)
    params = init_q_network(key, OBS_DIM, NUM_ACTIONS)
    agent = DQNAgent(NUM_ACTIONS)
    observation = jax.random.normal(key, (OBS_DIM,))
    actions = []
    for step_key in jax.random.split(key, steps):
        actions.append(int(agent.act(params, observation, step_key)))
    return agent, actions


if __name__ == "__main__":
    agent, actions = main()
    print(agent.steps_done, sum(actions))
