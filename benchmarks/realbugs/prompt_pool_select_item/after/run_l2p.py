import jax

from l2p import ContinualLearner, PromptedClassifier, PromptPool


def task_batches(key, task_shift, num_batches=3, batch_size=16, seq_len=5, dim=8):
    batches = []
    for _ in range(num_batches):
        key, feat_key, label_key = jax.random.split(key, 3)
        labels = jax.random.randint(label_key, (batch_size,), 0, 4)
        features = jax.random.normal(feat_key, (batch_size, seq_len, dim)) + task_shift
        features = features.at[:, :, 0].add(labels.astype(features.dtype)[:, None])
        batches.append((features, labels))
    return batches


def main():
    model = PromptedClassifier(PromptPool(pool_size=6, prompt_len=2, dim=8), num_classes=4)
    learner = ContinualLearner(model, learning_rate=0.2, pull_coeff=0.1)
    params = model.init(jax.random.PRNGKey(0))
    all_losses = []
    for task, shift in enumerate([0.0, 2.0]):
        params, losses = learner.train_task(params, task_batches(jax.random.PRNGKey(task + 1), shift))
        all_losses.extend(losses)
    return all_losses


if __name__ == "__main__":
    print(main())
