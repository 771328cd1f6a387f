import jax

from vdn.actor import EpsilonGreedyActor
from vdn.env import MeetingPoint
from vdn.networks import QNetwork


def rollout(actor, env, params, key, num_steps=20):
    positions = env.reset()
    total = 0.0
    for _ in range(num_steps):
        key, sub = jax.random.split(key)
        actions = actor.act(params, env.observe(positions), sub)
        positions, reward = env.step(positions, actions)
        total += float(reward)
    return total


def main():
    env = MeetingPoint()
    network = QNetwork(num_agents=2, obs_dim=2, num_actions=3)
    params = network.init(jax.random.PRNGKey(0))
    actor = EpsilonGreedyActor(network, epsilon=0.2)
    print("team return:", rollout(actor, env, params, jax.random.PRNGKey(1)))
    return actor, env, params


if __name__ == "__main__":
    main()
