import numpy as np


class ColumnStats:
    """Per-column mean and standard deviation of the numeric features, fitted on the training split."""

    def __init__(self, numeric_columns):
        self.numeric_columns = numeric_columns
        self.mean = None
        self.std = None

    def fit(self, table):
        self.mean = table[:, self.numeric_columns].mean(axis=0)
        self.std = table[:, self.numeric_columns].std(axis=0) + 1e-6
        return self


def standardize_columns(x, columns, mean, std):
    for i, col in enumerate(columns):
        x.at[:, col].set((x[:, col] - mean[i]) / std[i])  # expect: JXL302
    return x


def cardinalities(table, categorical_columns):
    return [int(np.max(table[:, c])) + 1 for c in categorical_columns]
