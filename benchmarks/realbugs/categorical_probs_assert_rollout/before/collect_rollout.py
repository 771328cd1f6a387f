import jax

from acnet.network import ActorCritic
from acnet.rollout import RolloutCollector, TargetReacher


def main():
    env = TargetReacher(num_targets=4)
    network = ActorCritic(obs_dim=4, num_actions=4)
    collector = RolloutCollector(env, network, num_envs=8, num_steps=32)
    return collector.collect(network.init(jax.random.PRNGKey(0)), jax.random.PRNGKey(1))


if __name__ == "__main__":
    transitions = main()
    print(transitions.reward.mean())
