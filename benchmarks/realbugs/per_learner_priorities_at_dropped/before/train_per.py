import jax

from perjax.buffer import PrioritizedReplay
from perjax.learner import TDLearner


def main():
    obs = jax.random.normal(jax.random.PRNGKey(0), (128, 3))
    targets = obs @ jax.numpy.array([1.0, -2.0, 0.5])
    buffer = PrioritizedReplay()
    learner = TDLearner(buffer)
    params = {"w": jax.numpy.zeros(3)}
    return learner.train(params, buffer.init(obs, targets), jax.random.PRNGKey(1), steps=10)


if __name__ == "__main__":
    params, state = main()
    print(state.priorities[:8])
