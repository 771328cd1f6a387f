import json
import os
from collections import defaultdict


class Metrics:
    """Metrics by dataset type and epoch, `metrics[dataset_type][epoch][name]`, persisted as one JSON file."""

    def __init__(self, path, fname_root):
        self.path = path
        self.fname_root = fname_root
        self.metrics = defaultdict(dict)

    def add_metric(self, epoch, dataset_type, values):
        self.metrics[dataset_type][epoch] = dict(values)  # expect: JXL202

    def dump(self):
        os.makedirs(self.path, exist_ok=True)
        fname = os.path.join(self.path, self.fname_root + ".json")
        with open(fname, "w") as handle:
            json.dump(self.metrics, handle, indent=1)
        return fname
