"""Fine-tune the adapter on a synthetic two-class task."""

import jax

from finetune.model import init_adapter
from finetune.trainer import FinetuneTrainer


def make_batches(key, count):
    batches = []
    for i in range(count):
        x = jax.random.normal(jax.random.fold_in(key, i), (16, 8))
        batches.append((x, (x[:, 0] > 0).astype("int32")))
    return batches


def main():
    key = jax.random.PRNGKey(0)
    frozen = jax.random.normal(key, (8, 8)) * 0.5
    trainer = FinetuneTrainer(frozen, learning_rate=0.1)
    adapter = init_adapter(jax.random.PRNGKey(1), 8, 2, 2)
    return trainer.train(adapter, make_batches(key, 5), epochs=3)


if __name__ == "__main__":
    main()
