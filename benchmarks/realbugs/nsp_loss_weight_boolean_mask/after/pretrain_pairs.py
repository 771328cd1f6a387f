import jax
import numpy as np

from tinybert.model import PairEncoder
from tinybert.pretrain import Pretrainer

TOPICS, WORDS_PER_TOPIC, LENGTH = 6, 5, 6


def pair_batch(rng, batch_size=64):
    """Segment B continues segment A when both are drawn from the same topic's words; a quarter of the inputs are
    single-segment (segment B is padding) and carry no next-sentence target."""
    topic_a = rng.integers(0, TOPICS, batch_size)
    is_next = rng.integers(0, 2, batch_size)
    topic_b = np.where(is_next == 1, topic_a, (topic_a + rng.integers(1, TOPICS, batch_size)) % TOPICS)
    segment_a = 1 + topic_a[:, None] * WORDS_PER_TOPIC + rng.integers(0, WORDS_PER_TOPIC, (batch_size, LENGTH))
    segment_b = 1 + topic_b[:, None] * WORDS_PER_TOPIC + rng.integers(0, WORDS_PER_TOPIC, (batch_size, LENGTH))
    single = rng.random(batch_size) < 0.25
    segment_b[single] = 0
    return {"segment_a": segment_a.astype(np.int32), "segment_b": segment_b.astype(np.int32),
            "is_next": is_next.astype(np.int32), "is_next_weight": (~single).astype(np.int32)}


def main(num_steps=300):
    rng = np.random.default_rng(0)
    model = PairEncoder(vocab_size=1 + TOPICS * WORDS_PER_TOPIC)
    trainer = Pretrainer(model)
    params, losses = trainer.run(model.init(jax.random.PRNGKey(0)), [pair_batch(rng) for _ in range(num_steps)])
    return losses, trainer.accuracy(params, pair_batch(rng, 512))


if __name__ == "__main__":
    losses, accuracy = main()
    print(f"nsp loss {losses[0]:.3f} -> {losses[-1]:.3f}, accuracy {accuracy:.3f}")
