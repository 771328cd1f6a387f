import jax

from dqnnav.actor import Actor
from dqnnav.env import GridWorld
from dqnnav.policy import EpsilonGreedy
from dqnnav.qnet import LinearQ


def main(num_steps=200):
    env = GridWorld(size=4)
    qnet = LinearQ(env.num_states, env.num_actions)
    actor = Actor(env, qnet, EpsilonGreedy(0.2, env.num_actions), num_steps)
    return actor.rollout(qnet.init(jax.random.PRNGKey(0)), jax.random.PRNGKey(1))


if __name__ == "__main__":
    actions, rewards = main()
    print(actions[:20], float(rewards.sum()))
