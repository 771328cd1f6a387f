import json
import os


class CheckpointCallback:
    """Keras-style callback: records the latest finished epoch and its loss next to the checkpoints."""

    def __init__(self, directory):
        self.directory = directory
        os.makedirs(directory, exist_ok=True)

    @property
    def latest_path(self):
        return os.path.join(self.directory, "LATEST")

    def on_epoch_end(self, epoch, logs):
        with open(self.latest_path, "w") as handle:  # expect: JXL203
            json.dump({"epoch": str(epoch), "loss": str(logs["loss"])}, handle)

    def latest_epoch(self):
        with open(self.latest_path) as handle:
            return json.load(handle)["epoch"]
