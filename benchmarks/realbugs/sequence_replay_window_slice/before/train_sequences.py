import jax

from seqreplay.buffer import EpisodeBuffer
from seqreplay.learner import Learner
from seqreplay.sampler import WindowSampler


def main():
    k1, k2 = jax.random.split(jax.random.key(0))
    buffer = EpisodeBuffer(
        observations=jax.random.normal(k1, (5, 20, 3)),
        actions=jax.random.randint(k2, (5, 20), 0, 4),
    )
    learner = Learner(WindowSampler(window=4), batch_size=8)
    return learner.next_batch(buffer, jax.random.key(1))


if __name__ == "__main__":
    print(main())
