import jax

from lmeval.metrics import compute_masked_metrics
from lmeval.model import init_params, train_step


def make_batches(key, count, batch_size=8, length=6, vocab=16):
    batches = []
    for batch_key in jax.random.split(key, count):
        tokens = jax.random.randint(batch_key, (batch_size, length + 1), 0, vocab)
        batches.append({"inputs": tokens[:, :-1], "labels": tokens[:, 1:]})
    return batches


def main(cycles=3, steps_per_cycle=2):
    params = init_params(jax.random.PRNGKey(0), vocab=16, n_components=6)
    train_batches = make_batches(jax.random.PRNGKey(1), steps_per_cycle)
    eval_batches = make_batches(jax.random.PRNGKey(2), 2)
    key = jax.random.PRNGKey(3)
    log = []
    for _ in range(cycles):
        for batch in train_batches:
            params, _ = train_step(params, batch)
        # the slow evaluation tier runs once per cycle
        key, eval_key = jax.random.split(key)
        log.append(compute_masked_metrics(params, eval_batches, eval_key, n_mask_samples=4))
    return log


if __name__ == "__main__":
    for record in main():
        print(record)
