import os
import tempfile
from functools import partial

import jax

from evalkit.metrics import classification_report


def main(num_batches=5):
    log_path = os.path.join(tempfile.mkdtemp(), "eval_log.csv")
    report_fn = jax.jit(partial(classification_report, log_path=log_path))
    key = jax.random.PRNGKey(0)
    for _ in range(num_batches):
        key, logits_key, labels_key = jax.random.split(key, 3)
        logits = jax.random.normal(logits_key, (32, 10))
        labels = jax.random.randint(labels_key, (32,), 0, 10)
        report_fn(logits, labels)
    with open(log_path) as handle:
        return handle.read().splitlines()


if __name__ == "__main__":
    print(main())
