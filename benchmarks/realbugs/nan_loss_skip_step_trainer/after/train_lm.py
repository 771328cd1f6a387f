import jax

from tinygpt import Trainer, TrainerConfig


def make_batches(num_batches, batch_size=8, length=12, vocab_size=32):
    key = jax.random.PRNGKey(42)
    batches = []
    for _ in range(num_batches):
        key, sub = jax.random.split(key)
        batches.append(jax.random.randint(sub, (batch_size, length), 0, vocab_size))
    return batches


def main(num_batches=3):
    trainer = Trainer(TrainerConfig())
    return trainer.fit(make_batches(num_batches))


if __name__ == "__main__":
    print(main())
