import jax

from azplay.replay import ReplayMemory
from azplay.selfplay import SelfPlayCollector


def main():
    memory = ReplayMemory(capacity=64, obs_dim=6, num_actions=3)
    collector = SelfPlayCollector(memory, num_actions=3, steps=40)
    buffer, outcomes = collector.collect(memory.init(), jax.random.PRNGKey(0))
    return buffer, outcomes


if __name__ == "__main__":
    buffer, outcomes = main()
    print(int(buffer.size), buffer.values[:10])
