import jax
import jax.numpy as jnp


def accuracy(logits, labels):
    return jnp.mean(jnp.argmax(logits, axis=-1) == labels)


def negative_log_likelihood(logits, labels):
    log_probs = jax.nn.log_softmax(logits)
    return -jnp.mean(jnp.take_along_axis(log_probs, labels[:, None], axis=-1))


def classification_report(logits, labels):
    return {"accuracy": accuracy(logits, labels), "nll": negative_log_likelihood(logits, labels)}


def append_report(log_path, report):
    with open(log_path, "a") as handle:
        handle.write(f"{float(report['accuracy'])},{float(report['nll'])}\n")
