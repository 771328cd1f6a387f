from evalkit.config import EvalConfig
from evalkit.metrics import score_batch


def evaluate(logits_batches, labels_batches, temperature=2.0, top_k=3):
    config = EvalConfig(temperature=temperature, top_k=top_k)
    accuracy, nll, count = 0.0, 0.0, 0
    for logits, labels in zip(logits_batches, labels_batches):
        batch_accuracy, batch_nll = score_batch(logits, config, labels)  # expect: JXL503
        accuracy += float(batch_accuracy)
        nll += float(batch_nll)
        count += 1
    return {"top_k_accuracy": accuracy / count, "nll": nll / count}
