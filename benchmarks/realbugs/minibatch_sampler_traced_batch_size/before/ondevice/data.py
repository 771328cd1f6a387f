import jax


class DeviceDataset:
    """Features and labels kept on the accelerator, so that minibatches are drawn without host transfers."""

    def __init__(self, features, labels):
        self.features = jax.device_put(features)
        self.labels = jax.device_put(labels)

    def __len__(self):
        return self.features.shape[0]


def sample_minibatch(key, features, labels, batch_size):
    """`batch_size` distinct random rows: sampling without replacement within a step."""
    idx = jax.random.choice(key, features.shape[0], shape=(batch_size,), replace=False)  # expect: JXL106
    return features[idx], labels[idx]
