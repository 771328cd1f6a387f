import jax
import jax.numpy as jnp


def accuracy(logits, labels):
    return jnp.mean(jnp.argmax(logits, axis=-1) == labels)


def negative_log_likelihood(logits, labels):
    log_probs = jax.nn.log_softmax(logits)
    return -jnp.mean(jnp.take_along_axis(log_probs, labels[:, None], axis=-1))


def classification_report(logits, labels, log_path=None):
    report = {"accuracy": accuracy(logits, labels), "nll": negative_log_likelihood(logits, labels)}
    if log_path is not None:
        with open(log_path, "a") as handle:  # expect: JXL203
            handle.write(f"{report['accuracy']},{report['nll']}\n")
    return report
