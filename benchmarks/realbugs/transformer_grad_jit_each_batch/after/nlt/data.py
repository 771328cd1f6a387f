import jax


def copy_task_batches(key, num_batches: int, batch: int = 8, length: int = 12, vocab: int = 32):
    """Sequences whose target is the input shifted by one position."""
    for k in jax.random.split(key, num_batches):
        tokens = jax.random.randint(k, (batch, length + 1), 0, vocab)
        yield tokens[:, :-1], tokens[:, 1:]
