def report_drift(channel, drift):
    print(f"channel {channel}: drift {drift}")  # expect: JXL201
