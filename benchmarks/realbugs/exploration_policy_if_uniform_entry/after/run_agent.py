import jax

from rlpolicies.agent import QAgent


def main(steps=40, epsilon=1.0):
    agent = QAgent(num_states=3, num_actions=4)
    key = jax.random.PRNGKey(0)
    actions = []
    for t in range(steps):
        key, sub = jax.random.split(key)
        actions.append(agent.act(sub, t % 3, epsilon))
    return actions


if __name__ == "__main__":
    print(main())
